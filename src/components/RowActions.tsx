/**
 * The edit and delete buttons of a table row: icon buttons with a tooltip, labelled with the row's name
 * (`Düzenle <name>`, `Sil <name>`) for screen readers and tests. The delete asks 'AreYouSureToDelete' first
 * (useConfirmDelete) and runs `remove` once confirmed.
 */
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from './ConfirmAction';

export interface RowActionsProps {
  /** Names the row in the buttons' labels. */
  name: string;
  onEdit?: () => void;
  /** The delete call, made after the confirmation. */
  remove?: () => Promise<unknown>;
}

export function RowActions({ name, onEdit, remove }: RowActionsProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return (
    <Space size={4} wrap={false}>
      {onEdit && (
        <Tooltip title={t('common.edit')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={onEdit}
            aria-label={`${t('common.edit')} ${name}`}
          />
        </Tooltip>
      )}
      {remove && (
        <Tooltip title={t('common.delete')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('common.delete')} ${name}`}
            onClick={() => confirmDelete(remove)}
          />
        </Tooltip>
      )}
    </Space>
  );
}
