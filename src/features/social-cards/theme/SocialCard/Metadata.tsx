import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {CARD_HEIGHT, CARD_WIDTH, PLUGIN_NAME, cardFile, type SocialCardsGlobalData} from '../../cardName';

/** The plugin's data, or undefined when the feature is off (no cards then). */
export function useSocialCards(): SocialCardsGlobalData | undefined {
  return usePluginData(PLUGIN_NAME) as SocialCardsGlobalData | undefined;
}

type Props = {
  /** The card's file name, without `.png`. */
  name: string;
  alt: string;
};

/** The card's absolute URL, size and text alternative as the page's Open Graph and X image. */
export default function SocialCardMetadata({name, alt}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const url = withBaseUrl(`/${cardFile(name)}`, {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
