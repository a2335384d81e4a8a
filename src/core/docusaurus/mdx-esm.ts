import {parse} from 'acorn';

/** An MDX ESM node from its code: MDX compiles such a node from its estree, which a remark plugin must give. */
export function esmNode(code: string) {
  return {type: 'mdxjsEsm', value: code, data: {estree: parse(code, {ecmaVersion: 'latest', sourceType: 'module'})}};
}
