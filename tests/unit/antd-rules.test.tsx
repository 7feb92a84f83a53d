/**
 * The antd rules of tests/setup.ts still match what antd renders: without them (antd's styles are not inserted in
 * component tests, tests/support/render.tsx) a hidden form item would count as visible and a busy table would take
 * clicks, and the tests that rely on them would pass whatever the app did.
 */
import { screen } from '@testing-library/react';
import { Form, Input, Table } from 'antd';
import { renderWithProviders } from '../support/render';

it('hides a hidden form item from role queries', () => {
  renderWithProviders(
    <Form>
      <Form.Item hidden label="Gizli" name="gizli">
        <Input />
      </Form.Item>
      <Form.Item label="Açık" name="acik">
        <Input />
      </Form.Item>
    </Form>,
  );
  expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Açık')]);
});

it('makes a loading table take no clicks until it is done', async () => {
  const onClick = vi.fn();
  const table = (loading: boolean) => (
    <Table
      loading={loading}
      pagination={false}
      rowKey="id"
      columns={[{ title: 'Ad', dataIndex: 'ad', onHeaderCell: () => ({ onClick }) }]}
      dataSource={[{ id: 1, ad: 'Ayşe' }]}
    />
  );
  const { user, rerender } = renderWithProviders(table(true));
  const header = screen.getByRole('columnheader', { name: 'Ad' });
  expect(getComputedStyle(header).pointerEvents).toBe('none');
  await expect(user.click(header)).rejects.toThrow(/pointer-events: none/);
  rerender(table(false));
  await user.click(screen.getByRole('columnheader', { name: 'Ad' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
