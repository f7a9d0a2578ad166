/**
 * `@theme/AnnouncementBar`: the bar of `themeConfig.announcementBar` (no props, as Docusaurus's):
 * its HTML content on the configured colours and, when closeable, a close button whose choice is
 * remembered until the bar's `id` changes. The shell renders it above the navbar on every page.
 */
export { AnnouncementBar as default } from '../announcement-bar/AnnouncementBar.js';
