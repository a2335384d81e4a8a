// Wraps the OpenAPI theme's request form so that what it would send badly is stopped with a plain message (issue #26): a body that is not JSON, an empty API key or one a header cannot carry; and so that an answer that is a file is not saved unasked.
import React, {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import Request, {type Props} from '@theme-original/ApiExplorer/Request';
import {useTypedDispatch, useTypedSelector, type ApiPageState} from '@theme/ApiItem/hooks';
import {clearCode, clearHeaders, setResponse} from '@theme/ApiExplorer/Response/slice';
import {bodyProblem, fileAnswerMessage, keyProblem} from '@site/src/components/ApiExplorerInput';
import {fetchingMessage} from '@site/src/components/ApiExplorerInput/fetching';

/** The first problem with what the form would send, or undefined: the body, then each API key sent in a header. */
function requestProblem({
  body,
  contentType,
  auth,
}: Pick<ApiPageState, 'body' | 'contentType' | 'auth'>): string | undefined {
  const text = body.type === 'raw' && body.content.type === 'string' ? body.content.value : '';
  const problem = bodyProblem(text, contentType.value);
  if (problem) return problem;
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  for (const scheme of schemes) {
    if (scheme.type !== 'apiKey' || scheme.in !== 'header') continue;
    const keyIssue = keyProblem(auth.data[scheme.key]?.apiKey, scheme.name ?? 'API key');
    if (keyIssue) return keyIssue;
  }
  return undefined;
}

export default function RequestWrapper(props: Props): ReactNode {
  const body = useTypedSelector((s) => s.body);
  const contentType = useTypedSelector((s) => s.contentType);
  const auth = useTypedSelector((s) => s.auth);
  const response = useTypedSelector((s) => s.response.value);
  const host = useTypedSelector((s) => s.server.value?.url) ?? 'The server';
  const dispatch = useTypedDispatch();
  // While a request is out: the theme saves an answer that is a file (PDF, image, octet-stream…)
  // by clicking a download link it makes, then fails to read it ("Connection failed").
  const sending = useRef(false);
  const fileAnswer = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target;
      if (!sending.current || !(link instanceof HTMLAnchorElement)) return;
      if (!link.download || !link.href.startsWith('blob:')) return;
      event.preventDefault();
      fileAnswer.current = link.download;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // The answer has arrived (the theme first sets its "Fetching..." text, with no code).
  useEffect(() => {
    if (!sending.current || response === undefined || response === fetchingMessage()) return;
    sending.current = false;
    const file = fileAnswer.current;
    fileAnswer.current = undefined;
    if (file) dispatch(setResponse(fileAnswerMessage(host, file)));
  }, [response, host, dispatch]);

  const check = (event: FormEvent) => {
    const problem = requestProblem({body, contentType, auth});
    if (!problem) {
      sending.current = true;
      return;
    }
    // Stopped before react-hook-form's submit handler: nothing leaves the page.
    event.preventDefault();
    event.stopPropagation();
    dispatch(setResponse(problem));
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  return (
    <div onSubmitCapture={check}>
      <Request {...props} />
    </div>
  );
}
