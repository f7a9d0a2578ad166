import { Children, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { storageSlot } from '../../storage/storage.js';
import { useLocation, useNavigate } from '../../router/Router.js';
import { tabIndexAfterKey } from './tabs/tab-keys.js';
import { readTabQuery, tabQueryKey, writeTabQuery } from './tabs/tab-query.js';
import { checkTabValues, chooseTab, initialTab, type TabValue } from './tabs/tab-values.js';
import { useStableValue } from '../../app/use-stable-value.js';

/** One tab: its value, label, and whether it is the default. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  hidden?: boolean;
  className?: string;
  /** Extra attributes of the tab (Docusaurus `attributes`), e.g. `{className: 'red'}`. */
  attributes?: Record<string, unknown>;
  /** Set by {@link Tabs}: the panel's id and the id of the tab that labels it. */
  id?: string;
  labelledBy?: string;
}

/** A tab panel (rendered by {@link Tabs}). */
export function TabItem({ children, hidden, className, id, labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} tabIndex={0} className={`tab-panel${className ? ` ${className}` : ''}`} hidden={hidden}>
      {children}
    </div>
  );
}

/** Props of {@link Tabs}, as Docusaurus's theme takes them. */
export interface TabsProps {
  children?: ReactNode;
  /** The tab selected first (else the item marked `default`, else the first). */
  defaultValue?: string;
  /** Tabs of different groups with the same id select together; the choice is stored. */
  groupId?: string;
  /** Sync the choice with the URL: `true` uses `groupId` as the key, a string is the key. */
  queryString?: string | boolean;
  /** Tab labels by value, instead of each `TabItem`'s `label`. */
  values?: readonly { value: string; label?: string }[];
  /** Render only the selected panel (the others are not in the page until selected). */
  lazy?: boolean;
  className?: string;
}

const groupEvent = (groupId: string): string => `sitegraph:tab:${groupId}`;

/**
 * Tabs over `TabItem` children, with Docusaurus's semantics and the WAI-ARIA tabs pattern: a tab
 * list with roving tabindex (ArrowLeft/ArrowRight wrap, Home/End; focusing a tab selects it),
 * `aria-selected`, `aria-controls` and labelled panels. The server and the hydrating client render
 * the initial tab ({@link initialTab}); once mounted the URL's `queryString` value, then the stored
 * `docusaurus.tab.<groupId>` value are applied. Selecting a tab stores it for the group, tells
 * every other group with that id, and replaces the URL's query value. Throws (a content error) on
 * duplicate values, an unknown `defaultValue`, or `queryString={true}` without `groupId`.
 */
export function Tabs({ children, defaultValue, groupId, queryString, values: valuesProp, lazy, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const tabs: TabValue[] = useStableValue(
    valuesProp ? valuesProp.map((v) => ({ value: v.value, label: v.label ?? v.value })) : items.map((i) => ({ value: i.props.value, label: i.props.label ?? i.props.value })),
  );
  checkTabValues(tabs, defaultValue);
  const queryKey = tabQueryKey(queryString, groupId);
  const [selected, setSelected] = useState(() => initialTab(tabs, defaultValue, items.find((i) => i.props.default)?.props.value));
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();

  const show = (value: string): void => setSelected(value);

  // After hydration: the URL's choice, else the stored one (Docusaurus's order).
  const fromQuery = queryKey ? readTabQuery(location.search, queryKey) : null;
  useEffect(() => {
    const fromStorage = groupId ? storageSlot(`docusaurus.tab.${groupId}`).get() : null;
    const chosen = chooseTab(tabs, fromQuery, fromStorage, undefined);
    if (chosen !== undefined) setSelected(chosen);
  }, [groupId, tabs, fromQuery]);

  useEffect(() => {
    if (!groupId) return;
    const onChange = (e: Event): void => {
      const v = (e as CustomEvent<string>).detail;
      if (tabs.some((t) => t.value === v)) setSelected(v);
    };
    window.addEventListener(groupEvent(groupId), onChange);
    return () => window.removeEventListener(groupEvent(groupId), onChange);
  }, [groupId, tabs]);

  const select = (value: string): void => {
    if (value === selected) return;
    show(value);
    if (groupId) {
      storageSlot(`docusaurus.tab.${groupId}`).set(value);
      window.dispatchEvent(new CustomEvent(groupEvent(groupId), { detail: value }));
    }
    // The query as the URL has it now (Docusaurus reads history.location): the rendered location
    // lags while an earlier replace is still rendering in a transition.
    const { search, hash } = window.location;
    if (queryKey && readTabQuery(search, queryKey) !== value) {
      navigate(`${writeTabQuery(search, queryKey, value)}${hash}`, { replace: true });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(tabs[index]!.value);
      return;
    }
    const next = tabIndexAfterKey(e.key, index, tabs.length);
    if (next === null) return;
    e.preventDefault();
    tabRefs.current[next]?.focus();
  };

  // Ids from positions, not values: a value may hold spaces, which IDREF lists cannot.
  const position = (value: string): number => tabs.findIndex((t) => t.value === value);
  const tabId = (value: string): string => `${id}-tab-${position(value)}`;
  const panelId = (value: string): string => `${id}-panel-${position(value)}`;
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          const item = items.find((i) => i.props.value === tab.value);
          const attributes = item?.props.attributes ?? {};
          const extraClass = typeof attributes.className === 'string' ? ` ${attributes.className}` : '';
          return (
            <li
              key={tab.value}
              {...attributes}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              role="tab"
              tabIndex={active || (selected === undefined && index === 0) ? 0 : -1}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              id={tabId(tab.value)}
              className={`tabs__item${active ? ' tabs__item--active' : ''}${extraClass}`}
              onClick={() => select(tab.value)}
              onFocus={() => select(tab.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => {
          const value = item.props.value;
          if (lazy && value !== selected) return null;
          return <TabItem key={value} {...item.props} id={panelId(value)} labelledBy={tabId(value)} hidden={value !== selected} />;
        })}
      </div>
    </div>
  );
}
