// Wraps each OpenAPI parameter in an <li>: the theme renders it as a <div> straight inside a <ul>, which axe reports as an invalid list (WCAG 1.3.1).
import React, {type ReactNode} from 'react';
import ParamsItem, {type Props} from '@theme-original/ParamsItem';

export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-params__root">
      <ParamsItem {...props} />
    </li>
  );
}
