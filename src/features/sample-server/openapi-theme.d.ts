// docusaurus-theme-openapi-docs ships no type declarations for its theme components; these cover
// the ones this feature's theme wraps (`@theme-init/…`: the OpenAPI theme's own), as far as it uses them.
declare module '@theme-init/ApiExplorer/Server' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The id of the "Base URL" summary, which labels the picker. */
    readonly labelId: string;
  }
  export default function Server(props: Props): ReactNode;
}

declare module '@theme/ApiExplorer/FormSelect' {
  import type {ChangeEvent, ReactNode} from 'react';

  export interface Props {
    readonly value?: string;
    readonly options: readonly string[];
    readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
    readonly ariaLabelledBy?: string;
  }
  export default function FormSelect(props: Props): ReactNode;
}

declare module '@theme/ApiExplorer/FormItem' {
  import type {ReactNode} from 'react';

  export default function FormItem(props: {readonly children?: ReactNode; readonly className?: string}): ReactNode;
}
