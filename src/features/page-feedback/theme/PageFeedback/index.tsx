import React, {useId, type ReactNode} from 'react';
import {newIssueUrl, SITE} from '../../../../core/constants';
import styles from './styles.module.css';

type Props = {
  title: string;
  permalink: string;
};

/**
 * "Was this page helpful?" without a backend: each answer is a link that opens a new GitHub issue
 * on the docs repository with the page's title and address filled in, for the reader to finish.
 */
export default function PageFeedback({title, permalink}: Props): ReactNode {
  const questionId = useId();
  const issue = (helpful: boolean) =>
    newIssueUrl(
      `Docs feedback: "${title}" ${helpful ? 'was helpful' : 'was not helpful'}`,
      `Page: ${SITE.url}${permalink}\nHelpful: ${helpful ? 'yes' : 'no'}\n\nWhat were you trying to do, and what was missing, wrong or good?\n`,
    );
  return (
    <div role="group" aria-labelledby={questionId} className={styles.feedback}>
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        {(['Yes', 'No'] as const).map((answer) => (
          <a
            key={answer}
            className="button button--outline button--primary button--sm"
            href={issue(answer === 'Yes')}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${answer}, tell us on GitHub (opens in a new tab)`}
          >
            {answer}
          </a>
        ))}
      </div>
      <p className={styles.note}>
        Either answer opens a pre-filled GitHub issue in a new tab; nothing is sent until you submit it there.
      </p>
    </div>
  );
}
