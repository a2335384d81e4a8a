// Replaces docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/LiveEditor/index.tsx (not an
// eject: no line of upstream's is left, so it is our own component, formatted as the rest of the project).
// Upstream sha256: 88f6a688897ae5ec0e0419c2f88d772aa9867a0f6e1bd86ce75d5e7bab29c587
// SkyPath: the whole file. Why: upstream's request-body editor is react-live's, which compiles what
// the reader types with sucrase and runs it with `new Function` to render a live preview the
// explorer never shows, which our Content-Security-Policy (no 'unsafe-eval') blocks. This is a
// plain, labelled <textarea> with the same contract: the first child is the initial text,
// `action(text)` gets every edit, and the field is react-hook-form's `requestBody` (required when
// `required`), with upstream's error message. A body over SAMPLE_BODY_LIMIT is kept but not shown:
// Chrome lays out and hit-tests a multi-megabyte <textarea> at every frame and pointer move.
import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {ErrorMessage} from '@hookform/error-message';
import clsx from 'clsx';
import {formatSize, SAMPLE_BODY_LIMIT} from '../../../input';
import styles from './styles.module.css';

// The form's context comes from the theme's compiled code, which `require`s react-hook-form: its
// CommonJS build. An `import` would bundle its ES module build as well, a second copy whose
// useFormContext() finds no form (null). So this file requires it too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Controller, useFormContext} = require('react-hook-form') as typeof import('react-hook-form');

type Props = {
  /** The initial text (upstream passes it as the only child). */
  children: ReactNode;
  /** Called with the text on mount and after every edit. */
  action: (code: string) => void;
  /** The body's language (`json`, `xml`, …); labels the field. */
  language?: string;
  required?: boolean;
};

/** The most rows the field grows to before it scrolls. */
const MAX_ROWS = 24;

export default function LiveEditor({children, action, language, required = false}: Props): React.JSX.Element {
  const [code, setCode] = useState(() => String(children ?? '').replace(/\n$/, ''));
  const {plain} = usePrismTheme();
  const {control, formState} = useFormContext();
  const {errors} = formState;
  useEffect(() => {
    action(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as upstream: the text alone triggers it
  }, [code]);
  const showError = Boolean(errors?.requestBody);
  const tooLarge = code.length > SAMPLE_BODY_LIMIT;
  // The field the reader typed or pasted into goes away with the large body: keep focus nearby.
  const clear = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (tooLarge && (document.activeElement === document.body || !document.activeElement)) clear.current?.focus();
  }, [tooLarge]);
  const label = translate(
    {id: 'theme.openapi.body.editorLabel', message: 'Request body ({language})'},
    {language: (language ?? 'text').toUpperCase()},
  );
  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{
          required:
            required && !code
              ? translate({id: 'theme.openapi.form.fieldRequired', message: 'This field is required'})
              : false,
        }}
        render={({field: {onChange, name}}) =>
          tooLarge ? (
            <p role="status" className={clsx('alert alert--info', styles.large)}>
              The request body is {formatSize(code.length)}, too large to show here without slowing the page: it is kept
              as entered and sent as it is.{' '}
              <button
                ref={clear}
                type="button"
                className="button button--sm button--secondary"
                onClick={() => {
                  setCode('');
                  onChange('');
                }}
              >
                Clear the body
              </button>
            </p>
          ) : (
            <textarea
              name={name}
              aria-label={label}
              aria-invalid={showError || undefined}
              className={clsx(
                'openapi-explorer__playground-editor',
                styles.editor,
                showError && 'openapi-explorer__form-item-input error',
              )}
              style={{color: plain.color, backgroundColor: plain.backgroundColor}}
              value={code}
              rows={Math.min(code.split('\n').length + 1, MAX_ROWS)}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              autoCorrect="off"
              onChange={(event) => {
                setCode(event.target.value);
                onChange(event.target.value);
              }}
            />
          )
        }
      />
      {showError && (
        <ErrorMessage
          errors={errors}
          name="requestBody"
          render={({message}) => <div className="openapi-explorer__input-error">{message}</div>}
        />
      )}
    </div>
  );
}
