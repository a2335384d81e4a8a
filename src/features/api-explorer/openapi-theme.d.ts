// docusaurus-theme-openapi-docs ships no type declarations for its theme components; these cover
// the ones this feature's theme wraps (`@theme-init/…`: the OpenAPI theme's own), as far as it uses them.
declare module '@theme-init/ApiExplorer' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The operation's metadata, generated from the OpenAPI spec; passed through untouched. */
    readonly item: unknown;
    readonly infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

declare module '@theme-init/ApiExplorer/Request' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The operation's metadata, passed through untouched. */
    readonly item: unknown;
  }
  export default function Request(props: Props): ReactNode;
}

declare module '@theme-init/ApiExplorer/Response' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme-init/ApiExplorer/Request';

  export type {Props};
  export default function Response(props: Props): ReactNode;
}

declare module '@theme-init/ApiExplorer/CodeSnippets' {
  import type {ReactNode} from 'react';

  /** The request as a Postman object and the operation's samples and body metadata, passed through untouched. */
  export interface Props {
    readonly postman: unknown;
    readonly codeSamples: unknown;
    readonly maskCredentials?: boolean;
    readonly requestBody?: unknown;
  }
  export default function CodeSnippets(props: Props): ReactNode;
}
