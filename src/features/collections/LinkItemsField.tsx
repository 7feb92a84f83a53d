/**
 * The ordered links of a collection (a Formik array field): an add-link box (a pasted marketplace URL becomes
 * the affiliate link), reordering by drag (pointer or keyboard on the handle) or by the up/down arrows, and
 * removal where allowed. Order is the 1-based position; a new link goes last (order = count + 1). A field of the
 * enclosing form (./form/context.tsx); the add-link box is not one of its values, so its message is its own.
 */
import { useState } from 'react';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useFormField } from '@/components/form/context';
import { FieldFrame } from '@/components/form/FieldItem';
import { affiliateLink, isHttpUrl } from './affiliate';

export interface LinkItemValue {
  /** Stable key of the row (the item id, or a local key for a link not saved yet). */
  key: string;
  /** The saved item's id; undefined for a new link. */
  id?: string;
  url: string;
  shortUrl: string;
}

let counter = 0;
const newKey = () => `new-${++counter}`;

interface RowProps {
  item: LinkItemValue;
  index: number;
  count: number;
  canRemove: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function LinkRow({ item, index, count, canRemove, onMove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.key });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: isDragging ? '#fff7e6' : '#fff',
        minWidth: 0,
      }}
      aria-label={t('collections.itemLabel', { order: n })}
    >
      <Button
        ref={setActivatorNodeRef}
        type="text"
        size="small"
        icon={<HolderOutlined />}
        style={{ cursor: 'grab', flex: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={t('collections.dragHandle', { order: n })}
      />
      <Typography.Text strong style={{ flex: 'none' }}>
        {n}.
      </Typography.Text>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text style={{ display: 'block', overflowWrap: 'anywhere' }}>{item.url}</Typography.Text>
        <Typography.Text
          type="secondary"
          copyable={{ text: item.shortUrl, tooltips: [t('collections.copy'), t('collections.copied')] }}
          style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}
        >
          {item.shortUrl}
        </Typography.Text>
      </div>
      <Space size={2} style={{ flex: 'none' }}>
        <Tooltip title={t('collections.moveUp')}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('collections.moveUpItem', { order: n })}
          />
        </Tooltip>
        <Tooltip title={t('collections.moveDown')}>
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('collections.moveDownItem', { order: n })}
          />
        </Tooltip>
        {canRemove && (
          <Tooltip title={t('common.remove')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={onRemove}
              aria-label={t('collections.removeItem', { order: n })}
            />
          </Tooltip>
        )}
      </Space>
    </li>
  );
}

export interface LinkItemsFieldProps {
  name: string;
  /** The owner's user name (the affiliate source). */
  ownerUserName: string;
  /** Whether saved links may be removed (`Permissions_Administration`); links not saved yet always can. */
  canRemoveSaved: boolean;
}

export function LinkItemsField({ name, ownerUserName, canRemoveSaved }: LinkItemsFieldProps) {
  const { t } = useTranslation();
  const field = useFormField<LinkItemValue[] | undefined>(name);
  const items = field.value ?? [];
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const set = (next: LinkItemValue[]) => field.setValue(next);
  const move = (from: number, to: number) => set(arrayMove(items, from, to));

  const add = () => {
    const url = draft.trim();
    if (!url) return setError('collections.linkRequired');
    if (!isHttpUrl(url)) return setError('collections.invalidLink');
    setError(null);
    set([...items, { key: newKey(), url, shortUrl: affiliateLink(url, ownerUserName) }]);
    setDraft('');
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  return (
    <>
      <FieldFrame id={name} label={t('field.collectionItems')} labelFor={null}>
        {items.length === 0 ? (
          <Typography.Text type="secondary">{t('collections.noLinks')}</Typography.Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
              <ol
                aria-labelledby={`${name}_label`}
                style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
              >
                {items.map((item, index) => (
                  <LinkRow
                    key={item.key}
                    item={item}
                    index={index}
                    count={items.length}
                    canRemove={canRemoveSaved || !item.id}
                    onMove={move}
                    onRemove={() => set(items.filter((i) => i.key !== item.key))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </FieldFrame>
      <FieldFrame
        id="collection-add-link"
        label={t('collections.addLink')}
        error={error ? t(error) : undefined}
        extra={t('collections.addLinkHint')}
      >
        {(control) => (
          <Space.Compact style={{ width: '100%' }}>
            <Input
              {...control}
              id="collection-add-link"
              value={draft}
              inputMode="url"
              placeholder="https://www.trendyol.com/..."
              onChange={(e) => {
                setDraft(e.target.value);
                if (error) setError(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                add();
              }}
            />
            <Button icon={<PlusOutlined />} onClick={add}>
              {t('common.add')}
            </Button>
          </Space.Compact>
        )}
      </FieldFrame>
    </>
  );
}
