import { ACADEMY_NAME, COURSE_KEY } from '@contract/constants';
import { PAGE_TITLES, pageTitle, SITE_TITLE } from '@contract/pageTitles';
import type { CourseDetail } from '@contract/types';
import { htmlToText } from '../../lib/html';
import { courseJsonLd } from './courseJsonLd';
import { PUBLIC_PAGES, SITE_DESCRIPTION } from './publicPages';

/** What the HTML of one page says about it before any script runs. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** The absolute address search engines should list the page under; none for pages they skip. */
  canonical?: string;
  /** Absolute address of the picture link previews show, and its size when it is a preview picture. */
  image: string;
  imageSize?: { width: number; height: number };
  imageAlt: string;
  /** Search engines should leave the page out (private pages, unknown addresses). */
  noindex: boolean;
  /** schema.org data about the page's subject (a course). */
  jsonLd?: Record<string, unknown>;
  /**
   * What the page's first screen needs that the browser would only find after the scripts ran:
   * its largest picture and its API call, fetched while the scripts download.
   */
  preload?: Preload[];
}

export interface Preload {
  /** Same-origin address, exactly as the SPA asks for it. */
  href: string;
  as: 'image' | 'fetch';
}

/** Without the build's preview pictures (tests, a build without them): the site's own pictures. */
const FALLBACK_SITE_IMAGE = '/images/site/hero.svg';
const DESCRIPTION_LENGTH = 160;

const absolute = (siteUrl: string, address: string) =>
  /^https?:\/\//i.test(address)
    ? address
    : `${siteUrl}${address.startsWith('/') ? '' : '/'}${address}`;

/** At most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis. */
function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The page's path as the site's table knows it: lower case, no trailing slash. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed.toLowerCase();
}

/** The size of every link-preview picture (server/scripts/generateSocialImages.ts). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Finds a link-preview picture by name ('site', a course's slug) in the served build. */
export type SocialImageFinder = (name: string) => string | undefined;

export interface HeadContext {
  siteUrl: string;
  socialImage: SocialImageFinder;
  /** The picture of the first course on a page of the catalogue, when it has one. */
  catalogueThumbnail?: (page: number) => Promise<string | undefined>;
  /** A published course by slug, undefined when there is none. */
  publishedCourse: (slug: string) => Promise<CourseDetail | undefined>;
}

/** A picture of our own (not another site's), which the page may ask for early. */
const ownPicture = (address: string | undefined): address is string =>
  typeof address === 'string' && address.startsWith('/') && !address.startsWith('//');

/** The preview picture by that name, or the fallback (a picture the site shows anyway). */
function picture(context: HeadContext, name: string, fallback: string) {
  const preview = context.socialImage(name);
  return {
    image: absolute(context.siteUrl, preview ?? fallback),
    ...(preview && { imageSize: SOCIAL_IMAGE_SIZE }),
  };
}

/** A page the SPA shows but search engines should not list (sign-in, the dashboard, a typo). */
const unlistedPage = (context: HeadContext): PageHead => ({
  status: 200,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  ...picture(context, 'site', FALLBACK_SITE_IMAGE),
  imageAlt: ACADEMY_NAME,
  noindex: true,
});

const courseNotFound = (context: HeadContext): PageHead => ({
  ...unlistedPage(context),
  status: 404,
  title: PAGE_TITLES.courseNotFound,
});

async function coursePageHead(
  context: HeadContext,
  slug: string,
  /** The slug as the address spells it, which the SPA's API call repeats. */
  slugAsTyped: string,
): Promise<PageHead> {
  if (!COURSE_KEY.test(slug)) return courseNotFound(context);
  const course = await context.publishedCourse(slug);
  if (!course) return courseNotFound(context);
  const { siteUrl } = context;
  const url = `${siteUrl}/courses/${encodeURIComponent(course.slug)}`;
  const description = shorten(course.subtitle || htmlToText(course.description));
  const image = picture(context, course.slug, course.thumbnail);
  return {
    status: 200,
    title: pageTitle(course.title),
    description,
    canonical: url,
    ...image,
    imageAlt: course.title,
    noindex: false,
    jsonLd: courseJsonLd(course, { url, image: image.image, siteUrl, description }),
    preload: [
      { href: `/api/courses/${encodeURIComponent(slugAsTyped)}`, as: 'fetch' },
      ...(ownPicture(course.thumbnail) ? [{ href: course.thumbnail, as: 'image' as const }] : []),
    ],
  };
}

/** A page of the catalogue without search or filters: its first picture is its largest paint. */
async function cataloguePreload(context: HeadContext, query: URLSearchParams): Promise<Preload[]> {
  if (![...query.keys()].every((key) => key === 'page') || !context.catalogueThumbnail) return [];
  const asked = Number(query.get('page'));
  const thumbnail = await context
    .catalogueThumbnail(Number.isInteger(asked) && asked >= 1 ? asked : 1)
    .catch(() => undefined);
  return ownPicture(thumbnail) ? [{ href: thumbnail, as: 'image' }] : [];
}

/**
 * The head of the page at `url` (path and query, as requested): a public page's own title and
 * description, a course's from the course (404 when there is no such course on sale), and the
 * site's for everything else, kept out of search results.
 */
export async function pageHeadFor(context: HeadContext, url: string): Promise<PageHead> {
  const { siteUrl } = context;
  const [rawPath = '/', query = ''] = url.split('?');
  let pathname: string;
  try {
    pathname = normalisePath(decodeURIComponent(rawPath));
  } catch {
    return unlistedPage(context);
  }
  const page = PUBLIC_PAGES[pathname];
  if (page) {
    // Each page of the catalogue is a page of its own to search engines.
    const params = new URLSearchParams(query);
    const catalogue = Number(params.get('page'));
    const pageQuery =
      pathname === '/courses' && Number.isInteger(catalogue) && catalogue > 1
        ? `?page=${catalogue}`
        : '';
    return {
      status: 200,
      ...page,
      canonical: `${siteUrl}${pathname === '/' ? '/' : pathname}${pageQuery}`,
      ...picture(context, 'site', FALLBACK_SITE_IMAGE),
      imageAlt: ACADEMY_NAME,
      noindex: false,
      ...(pathname === '/courses' && { preload: await cataloguePreload(context, params) }),
    };
  }
  const course = /^\/courses\/([^/]+)$/.exec(pathname);
  if (course) {
    const typed = /^\/courses\/([^/?]+)\/?$/i.exec(rawPath)?.[1] ?? course[1]!;
    return coursePageHead(context, course[1]!, typed);
  }
  return unlistedPage(context);
}
