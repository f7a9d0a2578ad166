import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { storageSlot } from '../../storage/storage.js';

/** One tab: its value, label, and whether it is the default. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  hidden?: boolean;
  className?: string;
}

/** A tab panel (rendered by {@link Tabs}). */
export function TabItem({ children, hidden, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={`tab-panel${className ? ` ${className}` : ''}`} hidden={hidden}>
      {children}
    </div>
  );
}

/**
 * Tabs over `TabItem` children. The selected tab is the `defaultValue`, else the item marked
 * `default`, else the first; with a `groupId` the choice is stored (`docusaurus.tab.<groupId>`)
 * and shared by every tab group with that id, applied after hydration.
 */
export function Tabs({ children, defaultValue, groupId, className }: { children?: ReactNode; defaultValue?: string; groupId?: string; className?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const [selected, setSelected] = useState(initial);
  const id = useId();

  useEffect(() => {
    if (!groupId) return;
    const slot = storageSlot(`docusaurus.tab.${groupId}`);
    const stored = slot.get();
    if (stored && values.includes(stored)) setSelected(stored);
    const onChange = (e: Event) => {
      const v = (e as CustomEvent<string>).detail;
      if (values.includes(v)) setSelected(v);
    };
    window.addEventListener(`sitegraph:tab:${groupId}`, onChange);
    return () => window.removeEventListener(`sitegraph:tab:${groupId}`, onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, values.join('\u0000')]);

  const select = (value: string): void => {
    setSelected(value);
    if (groupId) {
      storageSlot(`docusaurus.tab.${groupId}`).set(value);
      window.dispatchEvent(new CustomEvent(`sitegraph:tab:${groupId}`, { detail: value }));
    }
  };

  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item) => (
          <li
            key={item.props.value}
            role="tab"
            tabIndex={item.props.value === selected ? 0 : -1}
            aria-selected={item.props.value === selected}
            id={`${id}-${item.props.value}`}
            className={`tabs__item${item.props.value === selected ? ' tabs__item--active' : ''}`}
            onClick={() => select(item.props.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') select(item.props.value);
            }}
          >
            {item.props.label ?? item.props.value}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => (
          <TabItem key={item.props.value} {...item.props} hidden={item.props.value !== selected} />
        ))}
      </div>
    </div>
  );
}
