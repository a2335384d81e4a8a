// Wraps the OpenAPI theme's request form: a body that is not JSON or a key a header cannot carry is stopped with a
// plain message, a file answer is not saved unasked, and a "Sample data" request is answered in the page, never sent.
import React, {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import Request, {type Props} from '@theme-init/ApiExplorer/Request';
import {useTypedDispatch, useTypedSelector, type ApiPageState} from '@theme/ApiItem/hooks';
import {
  clearCode,
  clearHeaders,
  clearResponse,
  setCode,
  setHeaders,
  setResponse,
} from '@theme/ApiExplorer/Response/slice';
import {answerSample, isSampleChosen, SampleOperation, type ExplorerOperation} from '@theme/SampleServer';
import {bodyProblem, fileAnswerMessage, keyProblem} from '../../../input';
import {fetchingMessage} from '../../../fetching';

/** The request body as typed, or '' when the form holds none (or a file). */
const bodyText = (body: ApiPageState['body']) =>
  body.type === 'raw' && body.content.type === 'string' ? body.content.value : '';

/** The first problem with what the form would send, or undefined: the body, then each API key sent in a header. */
function requestProblem({
  body,
  contentType,
  auth,
}: Pick<ApiPageState, 'body' | 'contentType' | 'auth'>): string | undefined {
  const problem = bodyProblem(bodyText(body), contentType.value);
  if (problem) return problem;
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  for (const scheme of schemes) {
    if (scheme.type !== 'apiKey' || scheme.in !== 'header') continue;
    const keyIssue = keyProblem(auth.data[scheme.key]?.apiKey, scheme.name ?? 'API key');
    if (keyIssue) return keyIssue;
  }
  return undefined;
}

/** With the sample server: an empty body (the theme would say "This field is required" and send nothing either). */
const SAMPLE_EMPTY_BODY =
  'Enter a request body (Body, then Example fills in the example), then send again. Nothing was sent.';

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

  const operation = props.item as ExplorerOperation;

  const showMessage = (message: string) => {
    dispatch(setResponse(message));
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  /** With the sample server chosen: the body checked here, answered in this page; the request goes nowhere. */
  const answerWithSample = () => {
    const text = bodyText(body);
    const problem = text.trim() === '' ? SAMPLE_EMPTY_BODY : bodyProblem(text, 'application/json');
    void answerSample(operation, problem ? {problem} : {body: text}, {
      message: showMessage,
      answer(status, answer, mediaType) {
        dispatch(setResponse(JSON.stringify(answer, null, 2)));
        dispatch(setCode(status));
        dispatch(setHeaders({'content-type': mediaType}));
      },
      clear() {
        dispatch(clearResponse());
        dispatch(clearCode());
        dispatch(clearHeaders());
      },
    });
  };

  const check = (event: FormEvent) => {
    const sample = isSampleChosen(operation);
    const problem = sample ? undefined : requestProblem({body, contentType, auth});
    if (!sample && !problem) {
      sending.current = true;
      return;
    }
    // Stopped before react-hook-form's submit handler: nothing leaves the page.
    event.preventDefault();
    event.stopPropagation();
    if (problem) showMessage(problem);
    else answerWithSample();
  };

  return (
    <div onSubmitCapture={check}>
      <SampleOperation operation={operation}>
        <Request {...props} />
      </SampleOperation>
    </div>
  );
}
