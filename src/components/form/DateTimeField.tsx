import { ConfigProvider, DatePicker, Grid } from 'antd';
import type { Dayjs } from 'dayjs';
import '@/lib/dayjs-locale';
import { DATE_TIME_FORMAT } from '@/lib/format';
import { FieldItem, type BaseProps, type ControlProps } from './FieldItem';
import { useFormField } from './context';

/** Narrower calendar cells on phones so the date and time panels fit side by side in 375 px. */
const COMPACT_PICKER = { components: { DatePicker: { cellWidth: 30, timeColumnWidth: 46 } } };

/** A date-time picker shown as DD/MM/YYYY HH:mm; the value is a dayjs (null when empty). */
export function DateTimeField(base: BaseProps) {
  const field = useFormField<Dayjs | null>(base.name);
  const screens = Grid.useBreakpoint();
  const picker = (control: ControlProps) => (
    <DatePicker
      {...control}
      id={base.name}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      value={field.value}
      onChange={(value) => field.setValue(value ?? null)}
      onBlur={field.setTouched}
      style={{ width: '100%' }}
    />
  );
  return (
    <FieldItem {...base}>
      {(control) =>
        screens.sm === false ? (
          <ConfigProvider theme={COMPACT_PICKER}>{picker(control)}</ConfigProvider>
        ) : (
          picker(control)
        )
      }
    </FieldItem>
  );
}
