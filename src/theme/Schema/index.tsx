// Wraps the OpenAPI schema tree in an <li>: the theme renders it straight inside a <ul>, which axe reports as an invalid list (WCAG 1.3.1).
import React, {type ReactNode} from 'react';
import Schema, {type Props} from '@theme-original/Schema';

export default function SchemaWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-schema__root">
      <Schema {...props} />
    </li>
  );
}
