// Wraps the OpenAPI theme's code samples so that a body of megabytes does not freeze the page: they copy it into each
// language and highlight it at every keystroke, so above a limit they step aside with a note.
import React, {type ReactNode} from 'react';
import CodeSnippets, {type Props} from '@theme-init/ApiExplorer/CodeSnippets';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {SAMPLE_BODY_LIMIT, samplesLeftOut} from '../../../input';

export default function CodeSnippetsWrapper(props: Props): ReactNode {
  const size = useTypedSelector((s) =>
    s.body.type === 'raw' && s.body.content.type === 'string' ? s.body.content.value.length : 0,
  );
  if (size > SAMPLE_BODY_LIMIT) {
    return (
      <p role="status" className="alert alert--info">
        {samplesLeftOut(size)}
      </p>
    );
  }
  return <CodeSnippets {...props} />;
}
