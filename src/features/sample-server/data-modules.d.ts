// The request validators this feature's plugin generates at build time and aliases (./index.ts).
declare module '@skypath/sample-validators' {
  import type {Validator} from './client/answer';

  export const validators: Readonly<Record<string, Validator | undefined>>;
}
