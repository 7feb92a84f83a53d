/** Create / edit a link collection: its name (required), the ordered links and the add-link box. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { resourceForm, useCreateOrUpdate, type FormFieldsProps } from '@/components/ResourceForm';
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

type CollectionRecord = NonNullable<ReturnType<typeof useCollection>['data']>;

function CollectionFields({ record }: FormFieldsProps<CollectionRecord>) {
  const { t } = useTranslation();
  const session = useSession();
  const { isAdmin } = usePermissions();
  const saved = record && record.collection.id !== EMPTY_ID ? record.collection : null;
  const owner = saved ? saved.userName : (session?.userName ?? '');
  return (
    <>
      <TextField name="name" label={t('field.name')} required autoComplete="off" />
      {saved && <PublicAddress userName={owner} collectionName={saved.name} />}
      <LinkItemsField name="items" ownerUserName={owner} canRemoveSaved={isAdmin} />
    </>
  );
}

export default resourceForm({
  title: { create: 'collections.new', edit: 'collections.edit' },
  width: 640,
  useRecord: useCollection,
  blank: { id: EMPTY_ID, name: '', items: [] } as CollectionFormValues,
  values: (record) => ({
    ...record.collection,
    items: record.collectionItems.map((i) => ({
      key: i.id,
      id: i.id,
      url: i.url,
      shortUrl: i.shortUrl,
    })),
  }),
  schema: yup.object({ name: yup.string().trim().required('RequiredField') }),
  useSave: () =>
    useCreateOrUpdate(useCreateCollection(), useUpdateCollection(), (v: CollectionFormValues) => ({
      collection: { id: v.id, name: v.name.trim() },
      collectionItems: v.items.map((item, index) => ({
        ...(item.id ? { id: item.id } : {}),
        url: item.url,
        order: index + 1,
      })),
    })),
  Fields: CollectionFields,
});
