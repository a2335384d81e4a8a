// docusaurus-theme-openapi-docs ships no type declarations for its theme components;
// these cover the ones src/theme/ wraps, as far as the wrappers use them.
declare module '@theme-original/Schema' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** An OpenAPI schema object, passed through untouched. */
    readonly schema: unknown;
    readonly schemaType: 'request' | 'response';
    readonly schemaPath?: string;
  }
  export default function Schema(props: Props): ReactNode;
}

declare module '@theme-original/ParamsItem' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly className: string;
    /** An OpenAPI parameter object (with its schema), passed through untouched. */
    readonly param: unknown;
  }
  export default function ParamsItem(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The operation's metadata, generated from the OpenAPI spec; passed through untouched. */
    readonly item: unknown;
    readonly infoPath?: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

declare module '@theme/ApiItem/hooks' {
  /** The parts of the API page's store that src/theme/ApiExplorer (and its MethodEndpoint) read. */
  export interface ApiPageState {
    readonly server: {
      readonly value?: {
        readonly url: string;
        readonly variables?: Readonly<Record<string, {readonly default?: string}>>;
      };
      readonly options: ReadonlyArray<{readonly url: string}>;
    };
  }
  export function useTypedSelector<T>(selector: (state: ApiPageState) => T): T;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Server/slice' {
  /** Takes the chosen server object as a JSON string, as the theme's server picker does. */
  export function setServer(serverJson: string): unknown;
}

declare module '@theme-original/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

// The OpenAPI theme's tab state (its own declarations): src/theme/utils/tabsUtils wraps it, and
// src/theme/TabItem reads it.
declare module '@theme-original/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}

declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
