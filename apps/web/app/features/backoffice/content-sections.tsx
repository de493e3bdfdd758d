import type { ReactNode } from 'react';
import { FileText, GalleryHorizontal, Globe, Languages, Signpost } from '../../components/ui/icons';
import type { Section } from './backoffice-frame';

const PAGES: [path: string, key: string, icon: ReactNode][] = [
  ['promo-panels', 'panels', <GalleryHorizontal key="icon" aria-hidden="true" />],
  ['pages', 'pages', <FileText key="icon" aria-hidden="true" />],
  ['texts', 'texts', <Languages key="icon" aria-hidden="true" />],
  ['countries', 'countries', <Globe key="icon" aria-hidden="true" />],
  ['redirects', 'redirects', <Signpost key="icon" aria-hidden="true" />],
];

/** The site content's sections of the console, each under `content.manage`. */
export const CONTENT_SECTIONS: readonly Section[] = PAGES.map(([path, key, icon]) => ({
  path: `/backoffice/${path}`,
  group: 'content',
  permission: 'content.manage',
  labelKey: `backoffice.content.${key}.nav`,
  icon,
}));
