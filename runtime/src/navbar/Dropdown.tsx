import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A navbar dropdown: opens on hover (desktop CSS) or click, closes on outside click, Escape and
 * after choosing an item. On mobile it renders as a collapsible list.
 */
export function Dropdown({ label, children, position, mobile, className, active }: { label: ReactNode; children: ReactNode; position?: string; mobile?: boolean; className?: string; active?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement | HTMLLIElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const onOutside = (e: Event): void => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (mobile) {
    return (
      <li ref={ref as React.Ref<HTMLLIElement>} className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {label}
        </button>
        {open ? (
          <ul className="menu__list" onClick={() => setOpen(false)}>
            {children}
          </ul>
        ) : null}
      </li>
    );
  }
  return (
    <div ref={ref as React.Ref<HTMLDivElement>} className={`navbar__item dropdown dropdown--hoverable${position === 'right' ? ' dropdown--right' : ''}${open ? ' dropdown--show' : ''}${className ? ` ${className}` : ''}`}>
      <a
        href="#"
        role="button"
        aria-haspopup="true"
        aria-expanded={open}
        className={`navbar__link${active ? ' navbar__link--active' : ''}`}
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setOpen((o) => !o);
          }
        }}
      >
        {label}
      </a>
      <ul className="dropdown__menu" onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
