/**
 * /v/:userName/:collectionName and /:userName/:collectionName — one public collection: a preview card for
 * each item's shortUrl (host, a readable product name from the URL path, an "Ürüne git" button).
 */
import { Button, Card, Typography } from 'antd';
import { ExportOutlined, GlobalOutlined, LeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePublicCollection } from './api/getPublicCollection';
import { paths } from '@/config/paths';
import type { CollectionItem } from '@/api/types';
import { OwnerHeading, PublicFrame, PublicState } from './PublicCollectionsPage';

export interface LinkPreview {
  /** The link to open, or null when it is not an http(s) URL (then it is never rendered as a link). */
  href: string | null;
  /** Host name without `www.`. */
  host: string;
  /** A readable product name derived from the URL path. */
  title: string;
  /** The first path segment (often the brand), readable, when the path has several. */
  brand: string | null;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** 'kadin-siyah-elbise-p-123456' → 'Kadin siyah elbise'. */
function readable(segment: string): string {
  const text = decode(segment)
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/[-_]p[-_]\d+$/i, '')
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.charAt(0).toLocaleUpperCase('tr') + text.slice(1) : '';
}

export function describeLink(raw: string): LinkPreview {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { href: null, host: '', title: raw, brand: null };
  }
  const isHttp = (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  const host = url.hostname.replace(/^www\./i, '');
  const segments = url.pathname.split('/').filter((s) => /\p{L}/u.test(decode(s)));
  const title = readable(segments[segments.length - 1] ?? '') || host || raw;
  const [head] = segments;
  const brand = segments.length > 1 && head !== undefined ? readable(head) : null;
  return { href: isHttp ? url.href : null, host, title, brand };
}

function PreviewCard({ item }: { item: CollectionItem }) {
  const { t } = useTranslation();
  const link = describeLink(item.shortUrl);
  return (
    <Card
      size="small"
      role="article"
      aria-label={link.title}
      style={{ height: '100%', borderRadius: 12 }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%', padding: 16 } }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <GlobalOutlined style={{ marginInlineEnd: 6 }} />
        {link.host || t('collections.link')}
      </Typography.Text>
      <div style={{ flex: 1 }}>
        <Typography.Paragraph
          strong
          style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}
          ellipsis={{ rows: 3, tooltip: link.title }}
        >
          {link.title}
        </Typography.Paragraph>
        {link.brand && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {link.brand}
          </Typography.Text>
        )}
      </div>
      {link.href ? (
        <Button
          type="primary"
          block
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExportOutlined />}
          iconPlacement="end"
        >
          {t('collections.goToProduct')}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {item.shortUrl}
        </Typography.Text>
      )}
    </Card>
  );
}

export default function PublicCollectionPage() {
  const { t } = useTranslation();
  const { userName = '', collectionName = '' } = useParams();
  const query = usePublicCollection(userName, collectionName);
  const items = query.data?.collectionItems ?? [];
  const title = query.data?.collection.name ?? collectionName;

  return (
    <PublicFrame>
      <Link to={paths.publicCollections(userName)} style={{ display: 'inline-block', marginBottom: 12 }}>
        <LeftOutlined /> {t('collections.allCollections')}
      </Link>
      <OwnerHeading userName={userName}>
        <Typography.Title
          level={2}
          style={{ margin: 0, fontSize: 'clamp(20px, 5vw, 26px)', overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          @{userName}
          {query.data && ` · ${t('collections.productCount', { count: items.length })}`}
        </Typography.Text>
      </OwnerHeading>
      {query.isPending || query.isError || items.length === 0 ? (
        <PublicState loading={query.isPending} error={query.error} />
      ) : (
        <div
          style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        >
          {items.map((item) => (
            <PreviewCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </PublicFrame>
  );
}
