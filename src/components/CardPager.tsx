/**
 * The pager under a phone's row cards (./RowCard.tsx): the total, previous and next, the first and last pages and
 * those beside the current one, and the page size in the phone's own picker (a native `<select>`). antd's Pagination
 * would bring its Select, with the popup, input and empty-state code the Select needs, to every list a phone opens:
 * about a tenth of a list screen's script.
 */
import { Button, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The pager of both layouts of PagedTable's rows (antd's on the desktop's table, this one under a phone's cards). */
export interface Pager {
  /** The page shown, from 1. */
  current: number;
  pageSize: number;
  total: number;
  /** The page sizes offered, each with its name ("10 / sayfa", "Tümü"). */
  sizes: { value: number; label: string }[];
  /** The total in words ("Toplam 158 kayıt"). */
  totalText: string;
}

/**
 * The pages to offer: the first, the last, and the current one with its neighbours; `null` where two or more pages are
 * left out (a single one is offered instead of the gap).
 */
export function pagesAround(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, i) => {
    const before = i > 0 ? shown[i - 1]! : page - 1;
    if (page - before === 2) return [page - 1, page];
    return page - before > 2 ? [null, page] : [page];
  });
}

export function CardPager({
  pager,
  onChange,
}: {
  pager: Pager;
  onChange: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const sizeId = useId();
  const { current, pageSize, total } = pager;
  const count = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(page, pageSize);
  // Previous or next, pressed to the first or last page, turns disabled and would drop the keyboard's focus to the
  // page: the current page's button takes it.
  const nav = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (document.activeElement === document.body || nav.current?.contains(document.activeElement))
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);
  const step = (page: number) => {
    moved.current = page <= 1 || page >= count;
    go(page);
  };
  return (
    <nav
      ref={nav}
      aria-label={t('common.pages')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 8,
        marginBlock: 16,
      }}
    >
      <span>{pager.totalText}</span>
      <span style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <label htmlFor={sizeId} className="sr-only">
          {t('common.pageSize')}
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
          style={{
            height: token.controlHeightSM,
            borderRadius: token.borderRadiusSM,
            border: `1px solid ${token.colorBorder}`,
            background: token.colorBgContainer,
            color: token.colorText,
            font: 'inherit',
            paddingInline: 4,
          }}
        >
          {pager.sizes.map((size) => (
            <option key={size.value} value={size.value}>
              {size.label}
            </option>
          ))}
        </select>
      </span>
      <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        <Button
          size="small"
          icon={<LeftOutlined />}
          disabled={current <= 1}
          // An address past the last page steps back from the last one.
          onClick={() => step(Math.min(current, count + 1) - 1)}
          aria-label={t('common.previousPage')}
        />
        {pagesAround(current, count).map((page, i) =>
          page === null ? (
            <span key={`gap-${i}`} aria-hidden style={{ paddingInline: 2 }}>
              …
            </span>
          ) : (
            <Button
              key={page}
              size="small"
              aria-label={t('common.page', { page })}
              aria-current={page === current ? 'page' : undefined}
              onClick={() => page !== current && go(page)}
              style={
                page === current
                  ? {
                      borderColor: token.colorPrimary,
                      color: token.colorPrimary,
                      fontWeight: token.fontWeightStrong,
                    }
                  : undefined
              }
            >
              {page}
            </Button>
          ),
        )}
        <Button
          size="small"
          icon={<RightOutlined />}
          disabled={current >= count}
          onClick={() => step(current + 1)}
          aria-label={t('common.nextPage')}
        />
      </span>
    </nav>
  );
}
