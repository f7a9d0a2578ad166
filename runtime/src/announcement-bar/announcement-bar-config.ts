/** `themeConfig.announcementBar` (SPEC §3): id, HTML content, colours, closeable flag. */
export interface AnnouncementBarConfig {
  id: string;
  /** HTML shown in the bar. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** Reads `themeConfig.announcementBar` with theme-classic's defaults; null when absent. */
export function resolveAnnouncementBarConfig(raw: unknown): AnnouncementBarConfig | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  if (typeof o.content !== 'string') return null;
  return {
    id: typeof o.id === 'string' ? o.id : 'announcement-bar',
    content: o.content,
    backgroundColor: typeof o.backgroundColor === 'string' ? o.backgroundColor : '#fff',
    textColor: typeof o.textColor === 'string' ? o.textColor : '#000',
    isCloseable: o.isCloseable !== false,
  };
}
