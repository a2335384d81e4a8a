import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type SectionCard = {
  title: string;
  to: string;
  description: string;
  /** Shown under the description, e.g. the latest version. */
  meta?: string;
};

/** A grid of linked cards; the whole card is the link target. */
export default function SectionCards({cards}: {cards: readonly SectionCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link className={`card-link ${styles.link}`} to={card.to}>
              {card.title}
            </Link>
          </Heading>
          <p className={styles.description}>{card.description}</p>
          {card.meta && <p className={styles.meta}>{card.meta}</p>}
        </li>
      ))}
    </ul>
  );
}
