/**
 * Site configuration of the Framecraft website (SPEC.md §1): a fictional React toolkit for
 * making videos programmatically. Option names follow Docusaurus 3.7.0 (see
 * compiler/src/config/site-config.ts); the runtime reads `themeConfig`.
 */
const config = {
  title: 'Framecraft',
  tagline: 'Make videos programmatically with React',
  url: 'https://framecraft.example.dev',
  baseUrl: '/',
  trailingSlash: null,
  favicon: 'img/favicon.svg',
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },
  plugins: [
    {
      plugin: 'content-docs',
      id: 'default',
      options: {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: 'sidebars.ts',
        showLastUpdateTime: true,
        editUrl: 'https://github.com/framecraft-dev/framecraft/edit/main/packages/docs/',
      },
    },
    {
      plugin: 'content-blog',
      id: 'default',
      options: {
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: 'Framecraft Blog',
        blogDescription: 'Release notes, announcements and stories from the Framecraft team.',
        blogSidebarTitle: 'All posts',
        blogSidebarCount: 'ALL',
        postsPerPage: 10,
        showReadingTime: true,
        showLastUpdateTime: true,
        onUntruncatedBlogPosts: 'ignore',
        editUrl: 'https://github.com/framecraft-dev/framecraft/edit/main/packages/docs/',
      },
    },
    {
      plugin: 'content-blog',
      id: 'learn',
      options: {
        path: 'learn',
        routeBasePath: 'learn',
        blogTitle: 'Learn Framecraft',
        blogDescription: 'Longer tutorials that rebuild well-known video styles with Framecraft.',
        blogSidebarTitle: 'Tutorials',
        showReadingTime: true,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
      },
    },
    {
      plugin: 'content-blog',
      id: 'success-stories',
      options: {
        path: 'success-stories',
        routeBasePath: 'success-stories',
        blogTitle: 'Success stories',
        blogDescription: 'Companies that build their video products on Framecraft.',
        blogSidebarTitle: 'Success stories',
        showReadingTime: true,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
      },
    },
    { plugin: 'content-pages', id: 'default', options: { path: 'src/pages' } },
  ],
  themeConfig: {
    image: 'img/social-card.svg',
    metadata: [
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'keywords', content: 'video, react, programmatic video, rendering, framecraft' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: {
      id: 'framecraft-4-0',
      content:
        'Framecraft 4.0 is out: a faster renderer, a deployable Studio and new caption tools. <a href="/blog/4-0">Read the release notes</a>.',
      backgroundColor: '#0b5cff',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // Hosted search only when credentials are in the environment at build time; otherwise the
    // browser loads the prebuilt index and searches locally (a fresh clone needs no account).
    algolia: {
      ...(process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY ? { appId: process.env.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_API_KEY } : {}),
      indexName: 'remotion',
      contextualSearch: false,
      searchPagePath: 'search',
      externalUrlRegex: 'framecraft\\.example\\.dev/external',
      replaceSearchResultPathname: { from: '/docs/next/', to: '/docs/' },
      missingResultsUrl: 'https://github.com/framecraft-dev/framecraft/issues/new?title=Search%3A%20{query}',
      searchParameters: {},
    },
    navbar: {
      title: 'Framecraft',
      hideOnScroll: false,
      logo: {
        alt: 'Framecraft logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        brandPageHref: '/about/#brand',
      },
      items: [
        { type: 'doc', docId: 'getting-started', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left' },
        { href: 'https://www.framecraft.example.dev/pricing', label: 'Pricing', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Resources', to: '/docs/resources' },
            { label: 'Showcase', to: '/showcase/' },
            { label: 'Success Stories', to: '/success-stories' },
            { label: 'Blog', to: '/blog' },
            { label: 'Learn', to: '/learn' },
            { label: 'Experts', to: '/experts/' },
            { label: 'Store', href: 'https://store.framecraft.example.dev' },
            { label: 'Support', to: '/docs/support' },
            { label: 'Convert a video', href: 'https://convert.framecraft.example.dev' },
            { label: 'About us', to: '/about/' },
            { label: 'Contact us', to: '/contact/' },
          ],
        },
        { type: 'search', position: 'right' },
        { href: 'https://github.com/framecraft-dev/framecraft', label: 'GitHub', position: 'right' },
        { href: 'https://chat.framecraft.example.dev', label: 'Discord', position: 'right' },
        { href: 'https://social.example.com/@framecraft', label: 'Social', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Framecraft',
          items: [
            { label: 'Getting started', to: '/docs/' },
            { label: 'API reference', to: '/docs/api' },
            { label: 'Player', to: '/player/' },
            { label: 'Lambda', to: '/lambda/' },
            { label: 'Recorder', to: '/docs/recorder' },
            { label: 'Templates', to: '/templates/' },
            { label: 'Pricing', href: 'https://www.framecraft.example.dev/pricing' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Showcase', to: '/showcase/' },
            { label: 'Experts', to: '/experts/' },
            { label: 'Discord', href: 'https://chat.framecraft.example.dev' },
            { label: 'GitHub', href: 'https://github.com/framecraft-dev/framecraft' },
            { label: 'Social', href: 'https://social.example.com/@framecraft' },
            { label: 'Video channel', href: 'https://video.example.com/@framecraft' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'About us', to: '/about/' },
            { label: 'Contact us', to: '/contact/' },
            { label: 'Blog', to: '/blog' },
            { label: 'Success stories', to: '/success-stories' },
            { label: 'Learn', to: '/learn' },
            { label: 'Support', to: '/docs/support' },
            { label: 'Brand', to: '/about/#brand' },
          ],
        },
      ],
      logo: {
        alt: 'Framecraft',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        height: 32,
      },
      copyright: 'Copyright © {year} Framecraft Labs, Inc.',
      madeWith: 'This site was made with sitegraph, the documentation framework.',
    },
  },
  customFields: {
    siteVersion: '4.0.269',
    frameworkVersion: '3.7.0',
    searchPagePath: 'search',
  },
};

export default config;
