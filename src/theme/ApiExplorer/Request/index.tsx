// Wraps the OpenAPI theme's request form so that what it would send badly is stopped with a plain message (issue #26): a body that is not JSON, an empty API key or one a header cannot carry; so that an answer that is a file is not saved unasked; and so that with the "Sample data" server chosen the request is answered in the browser, never sent (issue #28).
import React, {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import Request, {type Props} from '@theme-original/ApiExplorer/Request';
import {useTypedDispatch, useTypedSelector, type ApiPageState} from '@theme/ApiItem/hooks';
import {
  clearCode,
  clearHeaders,
  clearResponse,
  setCode,
  setHeaders,
  setResponse,
} from '@theme/ApiExplorer/Response/slice';
import {bodyProblem, fileAnswerMessage, keyProblem} from '@site/src/components/ApiExplorerInput';
import {fetchingMessage} from '@site/src/components/ApiExplorerInput/fetching';
import {loadSampleServer, OperationContext} from '@site/src/components/SampleServer/context';
import {JSON_MEDIA_TYPE, operationKey, type SampleOperation} from '@site/src/components/SampleServer/operation';
import {isSampleChosen, setSampleOutcome} from '@site/src/components/SampleServer/state';

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
const SAMPLE_NOT_LOADED =
  "The sample server's code could not be loaded (no connection?). Check your connection and send again. Nothing was sent.";

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

  const operation = props.item as SampleOperation;
  const key = operationKey(operation);

  const showMessage = (message: string) => {
    dispatch(setResponse(message));
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  /** The sample server's answer, made in this page: the request goes nowhere. */
  const answerWithSample = async () => {
    setSampleOutcome(key, undefined);
    const text = bodyText(body);
    const problem = text.trim() === '' ? SAMPLE_EMPTY_BODY : bodyProblem(text, JSON_MEDIA_TYPE);
    if (problem) return showMessage(problem);
    let respond: Awaited<ReturnType<typeof loadSampleServer>>['respond'];
    try {
      ({respond} = await loadSampleServer());
    } catch {
      return showMessage(SAMPLE_NOT_LOADED);
    }
    // The reader chose a real server while the sample server loaded: its answer would show under that host.
    if (!isSampleChosen(key)) return;
    let answer: ReturnType<typeof respond>;
    try {
      answer = respond(operation, text);
    } catch (error) {
      return showMessage(
        `The sample server could not answer: ${error instanceof Error ? error.message : String(error)} Nothing was sent.`,
      );
    }
    if (answer.kind === 'unanswered') {
      dispatch(clearResponse());
      dispatch(clearCode());
      dispatch(clearHeaders());
    } else {
      dispatch(setResponse(JSON.stringify(answer.body, null, 2)));
      dispatch(setCode(answer.status));
      dispatch(setHeaders({'content-type': JSON_MEDIA_TYPE}));
    }
    setSampleOutcome(key, answer.kind === 'unanswered' ? answer : {...answer, request: JSON.parse(text) as unknown});
  };

  const check = (event: FormEvent) => {
    const sample = isSampleChosen(key);
    const problem = sample ? undefined : requestProblem({body, contentType, auth});
    if (!sample && !problem) {
      setSampleOutcome(key, undefined);
      sending.current = true;
      return;
    }
    // Stopped before react-hook-form's submit handler: nothing leaves the page.
    event.preventDefault();
    event.stopPropagation();
    if (problem) showMessage(problem);
    else void answerWithSample();
  };

  return (
    <div onSubmitCapture={check}>
      <OperationContext.Provider value={operation}>
        <Request {...props} />
      </OperationContext.Provider>
    </div>
  );
}
