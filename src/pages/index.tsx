import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionCards, {type SectionCard} from '../components/SectionCards';
import {URLS} from '../core/constants';
import {SECTION_LABELS, sectionOfPath, VERSIONS} from '../core/sections';
import styles from './index.module.css';

const cards: readonly SectionCard[] = [
  {
    title: SECTION_LABELS.docs,
    to: sectionOfPath('/docs/')!.intro,
    description:
      'What SkyPath measures and predicts, the hexagon grid, severity and EDR, and which integration fits your app.',
  },
  {
    title: 'REST API',
    to: sectionOfPath('/api')!.intro,
    description: 'Fetch computed turbulence for a route corridor from your servers, and send flight plans.',
    meta: 'Production and staging hosts',
  },
  {
    title: SECTION_LABELS.ios,
    to: sectionOfPath('/ios')!.intro,
    description:
      'Sense turbulence on the iPad, show reports and nowcasts on your map, and notify the crew of what lies ahead.',
    meta: `Latest: ${VERSIONS.ios.latest}`,
  },
  {
    title: SECTION_LABELS.js,
    to: sectionOfPath('/js')!.intro,
    description: 'Draw observations, nowcasts, OneLayer and ADS-B turbulence layers on a web map with a few flows.',
    meta: `Latest: ${VERSIONS.js.latest}`,
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description="Documentation for the SkyPath turbulence REST API, iOS SDK and Web SDK."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">SkyPath developer documentation</Heading>
          <p className={styles.lead}>
            SkyPath senses turbulence from aircraft and predicts it. These docs are for the developers who bring that
            data into airline apps, electronic flight bags and web maps: through the REST API, the iOS SDK or the Web
            SDK.
          </p>
          <Link className={`button button--primary button--lg ${styles.start}`} to="/docs/">
            Start with the introduction
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">Choose your integration</Heading>
        <SectionCards cards={cards} />
        <section className={styles.pilots} aria-labelledby="pilots-heading">
          <Heading as="h2" id="pilots-heading">
            Are you a pilot?
          </Heading>
          <p>
            These pages are for developers. Pilots will find the SkyPath app and how to use it in the cockpit on{' '}
            <Link href={URLS.pilots}>SkyPath for Pilots</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
