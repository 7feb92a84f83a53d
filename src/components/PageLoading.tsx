import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div className="page-loading" style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
      <Spin />
    </div>
  );
}
