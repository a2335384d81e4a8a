import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {CARD_HEIGHT, CARD_WIDTH, PLUGIN_NAME, cardFile, type SocialCardsGlobalData} from '../../cardName';

/** The social-cards plugin's data, or undefined when the plugin is not in the config (no cards then). */
export function useSocialCards(): SocialCardsGlobalData | undefined {
  return usePluginData(PLUGIN_NAME) as SocialCardsGlobalData | undefined;
}

type Props = {
  /** The card's file name, without `.png` (src/plugins/social-cards/cardName.ts). */
  name: string;
  alt: string;
};

/**
 * A page's social card as its Open Graph and X image: the absolute URL of the PNG that the
 * social-cards plugin writes at build time, its size and a text alternative.
 */
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
