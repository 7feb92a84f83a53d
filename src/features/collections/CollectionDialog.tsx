/** Create / edit a link collection: its name (required), the ordered links and the add-link box. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { TextField } from '@/components/form/TextField';
import { usePermissions } from '@/lib/access';
import { useSession } from '@/lib/session';
import { EMPTY_ID, type Id } from '@/api/types';
import { useCollection } from './api/getCollection';
import { useCreateCollection } from './api/createCollection';
import { useUpdateCollection } from './api/updateCollection';
import { LinkItemsField, type LinkItemValue } from './LinkItemsField';
import { PublicAddress } from './PublicAddress';

export interface CollectionFormValues {
  id: Id;
  name: string;
  items: LinkItemValue[];
}

const schema = yup.object({ name: yup.string().trim().required('RequiredField') });

export interface CollectionDialogProps {
  /** The collection to edit, EMPTY_ID for a new one, null when closed. */
  collectionId: Id | null;
  onClose: () => void;
}

export default function CollectionDialog({ collectionId, onClose }: CollectionDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { isAdmin } = usePermissions();
  const query = useCollection(collectionId);
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const data = query.data;
  const owner =
    data && data.collection.id !== EMPTY_ID ? data.collection.userName : (session?.userName ?? '');
  const initialValues = useMemo<CollectionFormValues>(
    () => ({
      id: data?.collection.id ?? EMPTY_ID,
      name: data?.collection.name ?? '',
      items: (data?.collectionItems ?? []).map((i) => ({
        key: i.id,
        id: i.id,
        url: i.url,
        shortUrl: i.shortUrl,
      })),
    }),
    [data],
  );

  return (
    <CrudDialog<CollectionFormValues>
      open={!!collectionId}
      title={collectionId === EMPTY_ID ? t('collections.new') : t('collections.edit')}
      width={640}
      loading={query.isPending}
      loadError={query.error}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        const body = {
          collection: { id: values.id, name: values.name.trim() },
          collectionItems: values.items.map((item, index) => ({
            ...(item.id ? { id: item.id } : {}),
            url: item.url,
            order: index + 1,
          })),
        };
        return values.id === EMPTY_ID ? create.mutateAsync(body) : update.mutateAsync(body);
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <TextField name="name" label={t('field.name')} required autoComplete="off" />
          {data && data.collection.id !== EMPTY_ID && (
            <PublicAddress userName={owner} collectionName={data.collection.name} />
          )}
          <LinkItemsField name="items" ownerUserName={owner} canRemoveSaved={isAdmin} />
        </>
      )}
    </CrudDialog>
  );
}
