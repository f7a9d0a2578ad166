/**
 * The theme's own strings, keyed by Docusaurus theme-classic's message ids (so a site's existing
 * `code.json` overrides them), in English and in the languages this project ships: French,
 * German, Spanish, Japanese, Chinese and Arabic. The translations are this project's own.
 */
export const THEME_MESSAGE_IDS = [
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.common.editThisPage',
  'theme.docs.paginator.navAriaLabel',
  'theme.docs.paginator.previous',
  'theme.docs.paginator.next',
  'theme.blog.paginator.navAriaLabel',
  'theme.blog.paginator.newerEntries',
  'theme.blog.paginator.olderEntries',
  'theme.blog.post.readMore',
  'theme.blog.post.readingTime.plurals',
  'theme.common.skipToMainContent',
  'theme.NotFound.title',
] as const;

/** One of the theme's message ids. */
export type ThemeMessageId = (typeof THEME_MESSAGE_IDS)[number];

/** A catalogue: every theme message id's text in one language. */
export type ThemeCatalogue = Readonly<Record<ThemeMessageId, string>>;

/** English, the theme's source language (the texts the theme showed before it had catalogues). */
export const EN: ThemeCatalogue = {
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.common.editThisPage': 'Edit this page',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.readMore': 'Read more',
  // Plural forms separated by `|`, in the order of the language's plural categories (see themePlural).
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.NotFound.title': 'Page Not Found',
};

/** Catalogues by language subtag (the part of a locale before `-`), English included. */
export const THEME_CATALOGUES: Readonly<Record<string, ThemeCatalogue>> = {
  en: EN,
  fr: {
    'theme.TOCCollapsible.toggleButtonLabel': 'Dans cette page',
    'theme.common.editThisPage': 'Proposer une modification',
    'theme.docs.paginator.navAriaLabel': 'Pages de la documentation',
    'theme.docs.paginator.previous': 'Page précédente',
    'theme.docs.paginator.next': 'Page suivante',
    'theme.blog.paginator.navAriaLabel': 'Navigation entre les pages du blog',
    'theme.blog.paginator.newerEntries': 'Billets plus récents',
    'theme.blog.paginator.olderEntries': 'Billets plus anciens',
    'theme.blog.post.readMore': 'Continuer la lecture',
    'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture|{readingTime} minutes de lecture',
    'theme.common.skipToMainContent': 'Aller au contenu',
    'theme.NotFound.title': 'Cette page est introuvable',
  },
  de: {
    'theme.TOCCollapsible.toggleButtonLabel': 'Inhalt dieser Seite',
    'theme.common.editThisPage': 'Seite bearbeiten',
    'theme.docs.paginator.navAriaLabel': 'Seiten der Dokumentation',
    'theme.docs.paginator.previous': 'Zurück',
    'theme.docs.paginator.next': 'Weiter',
    'theme.blog.paginator.navAriaLabel': 'Blätterleiste des Blogs',
    'theme.blog.paginator.newerEntries': 'Neuere Beiträge',
    'theme.blog.paginator.olderEntries': 'Ältere Beiträge',
    'theme.blog.post.readMore': 'Ganzen Beitrag lesen',
    'theme.blog.post.readingTime.plurals': 'Eine Minute Lesezeit|{readingTime} Minuten Lesezeit',
    'theme.common.skipToMainContent': 'Direkt zum Inhalt',
    'theme.NotFound.title': 'Diese Seite gibt es nicht',
  },
  es: {
    'theme.TOCCollapsible.toggleButtonLabel': 'Contenido de la página',
    'theme.common.editThisPage': 'Editar esta página',
    'theme.docs.paginator.navAriaLabel': 'Páginas de la documentación',
    'theme.docs.paginator.previous': 'Anterior',
    'theme.docs.paginator.next': 'Siguiente',
    'theme.blog.paginator.navAriaLabel': 'Navegación entre páginas del blog',
    'theme.blog.paginator.newerEntries': 'Artículos más recientes',
    'theme.blog.paginator.olderEntries': 'Artículos anteriores',
    'theme.blog.post.readMore': 'Seguir leyendo',
    'theme.blog.post.readingTime.plurals': 'Un minuto de lectura|{readingTime} minutos de lectura|{readingTime} minutos de lectura',
    'theme.common.skipToMainContent': 'Ir al contenido',
    'theme.NotFound.title': 'No encontramos esta página',
  },
  ja: {
    'theme.TOCCollapsible.toggleButtonLabel': 'このページの内容',
    'theme.common.editThisPage': 'このページを編集する',
    'theme.docs.paginator.navAriaLabel': 'ドキュメントのページ',
    'theme.docs.paginator.previous': '前のページ',
    'theme.docs.paginator.next': '次のページ',
    'theme.blog.paginator.navAriaLabel': 'ブログ一覧のページ送り',
    'theme.blog.paginator.newerEntries': '新しい記事',
    'theme.blog.paginator.olderEntries': '古い記事',
    'theme.blog.post.readMore': '続きを読む',
    'theme.blog.post.readingTime.plurals': '{readingTime}分で読めます',
    'theme.common.skipToMainContent': '本文へ移動',
    'theme.NotFound.title': 'ページが見つかりません',
  },
  zh: {
    'theme.TOCCollapsible.toggleButtonLabel': '页面目录',
    'theme.common.editThisPage': '编辑本页',
    'theme.docs.paginator.navAriaLabel': '文档分页',
    'theme.docs.paginator.previous': '上一页',
    'theme.docs.paginator.next': '下一页',
    'theme.blog.paginator.navAriaLabel': '博客列表翻页',
    'theme.blog.paginator.newerEntries': '较新的文章',
    'theme.blog.paginator.olderEntries': '较早的文章',
    'theme.blog.post.readMore': '阅读全文',
    'theme.blog.post.readingTime.plurals': '阅读约需 {readingTime} 分钟',
    'theme.common.skipToMainContent': '跳至正文',
    'theme.NotFound.title': '页面不存在',
  },
  ar: {
    'theme.TOCCollapsible.toggleButtonLabel': 'محتويات الصفحة',
    'theme.common.editThisPage': 'تعديل هذه الصفحة',
    'theme.docs.paginator.navAriaLabel': 'صفحات التوثيق',
    'theme.docs.paginator.previous': 'الصفحة السابقة',
    'theme.docs.paginator.next': 'الصفحة التالية',
    'theme.blog.paginator.navAriaLabel': 'التنقل بين صفحات المدونة',
    'theme.blog.paginator.newerEntries': 'مقالات أحدث',
    'theme.blog.paginator.olderEntries': 'مقالات أقدم',
    'theme.blog.post.readMore': 'متابعة القراءة',
    'theme.blog.post.readingTime.plurals': 'أقل من دقيقة للقراءة|دقيقة واحدة للقراءة|دقيقتان للقراءة|{readingTime} دقائق للقراءة|{readingTime} دقيقة للقراءة|{readingTime} دقيقة للقراءة',
    'theme.common.skipToMainContent': 'انتقل إلى المحتوى',
    'theme.NotFound.title': 'الصفحة غير موجودة',
  },
};
