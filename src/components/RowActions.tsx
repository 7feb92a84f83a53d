/**
 * The buttons of a table row: icon buttons with a tooltip (with their words instead on a phone's row card), labelled
 * with the row's name (`Düzenle <name>`, `Sil <name>`) for screen readers and tests. The delete asks
 * 'AreYouSureToDelete' first (useConfirmDelete) and runs `remove` once confirmed; a screen's own actions (approve,
 * deactivate, a profile link) are `ActionButton`s passed as children, shown first.
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from './ConfirmAction';
import { useInRowCard } from './RowCard';

export interface RowActionsProps {
  /** Names the row in the buttons' labels. */
  name: string;
  onEdit?: () => void;
  /** The delete call, made after the confirmation. */
  remove?: () => Promise<unknown>;
  /** The screen's own buttons (ActionButton), before edit and delete. */
  children?: ReactNode;
  /** The screen's own buttons after edit and delete (a deactivation, last like a delete). */
  trailing?: ReactNode;
}

export interface ActionButtonProps extends Pick<ButtonProps, 'icon' | 'danger' | 'type' | 'onClick'> {
  /** What the button does (its words, or its tooltip); its accessible name is `<label> <name>`. */
  label: string;
  /** Names the row (none: the label alone names the button). */
  name?: string;
  /** A link opened in a new tab (a profile) instead of `onClick`. */
  href?: string;
  /** Its icon and words (default: in a phone's row card, where there is room and no pointer to hover with). */
  words?: boolean;
}

/**
 * One button of a row, named by its label and the row: in a row card its icon and words, in a table row its icon
 * alone, explained by a tooltip. A card's buttons thus mount no tooltip: on a phone they would never show one, and a
 * tooltip is the costliest part of a button to draw.
 */
export function ActionButton({ label, name, href, words, ...button }: ActionButtonProps) {
  const inCard = useInRowCard();
  const props = {
    size: 'small' as const,
    ...button,
    ...(href && { href, target: '_blank', rel: 'noopener noreferrer' }),
    'aria-label': name ? `${label} ${name}` : label,
  };
  if (words ?? inCard) return <Button {...props}>{label}</Button>;
  return (
    <Tooltip title={label}>
      <Button {...props} />
    </Tooltip>
  );
}

export function RowActions({ name, onEdit, remove, children, trailing }: RowActionsProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  // A table row's icons stay on one line; a card's buttons, with their words, wrap.
  const inCard = useInRowCard();
  return (
    <Space size={4} wrap={inCard}>
      {children}
      {onEdit && (
        <ActionButton label={t('common.edit')} name={name} icon={<EditOutlined />} onClick={onEdit} />
      )}
      {remove && (
        <ActionButton
          label={t('common.delete')}
          name={name}
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(remove)}
        />
      )}
      {trailing}
    </Space>
  );
}
