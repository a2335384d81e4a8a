// docusaurus-theme-openapi-docs ships no type declarations for its theme components;
// these cover the ones the site's and its features' theme components read, as far as they use them.
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

declare module '@theme/ApiItem/hooks' {
  /** The parts of the API page's store that the explorer's components (`@theme/ApiExplorer/*`) read. */
  export interface ApiPageState {
    readonly server: {
      readonly value?: {
        readonly url: string;
        readonly description?: string;
        readonly variables?: Readonly<Record<string, {readonly default?: string}>>;
      };
      readonly options: ReadonlyArray<{readonly url: string; readonly description?: string}>;
    };
    /** The request body as the explorer holds it: typed text is `raw` with a `string` content. */
    readonly body:
      | {readonly type: 'empty'}
      | {
          readonly type: 'raw';
          readonly content: {readonly type: 'string'; readonly value: string} | {readonly type: 'file'};
        }
      | {readonly type: 'form'};
    readonly contentType: {readonly value?: string};
    /** Each security scheme's typed values (`apiKey` for an API key), and the schemes of each option. */
    readonly auth: {
      readonly data: Readonly<Record<string, Readonly<Record<string, string | undefined>>>>;
      readonly options: Readonly<
        Record<
          string,
          ReadonlyArray<{readonly key: string; readonly type: string; readonly in?: string; readonly name?: string}>
        >
      >;
      readonly selected?: string;
    };
    /** The last answer: its text (or the theme's message when the request failed, with no code), status and headers. */
    readonly response: {
      readonly value?: string;
      readonly code?: number | string;
      readonly headers?: Readonly<Record<string, string>>;
    };
  }
  export function useTypedSelector<T>(selector: (state: ApiPageState) => T): T;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Response/slice' {
  export function setResponse(text: string): unknown;
  export function setCode(code: number): unknown;
  export function setHeaders(headers: Readonly<Record<string, string>>): unknown;
  export function clearResponse(): unknown;
  export function clearCode(): unknown;
  export function clearHeaders(): unknown;
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

// The OpenAPI theme's tab state (its own declarations), which `@theme/utils/tabsUtils` wraps.
declare module '@theme-original/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}

declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
