import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
      <Spin />
    </div>
  );
}
