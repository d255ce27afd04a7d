// Contact phone: digits only, at most 11 (docs/product/gestor-crm-vendas.md §5), shown as (DD)9.XXXX-XXXX —
// or (DD)XXXX-XXXX with 10 digits — as formatContactPhone does. The value is the digits.
import { MASKS, MaskedField, type MaskedFieldProps } from '../../../ui/MaskedField';

export type PhoneFieldProps = Omit<MaskedFieldProps, 'mask' | 'unmask'>;

export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  return (
    <MaskedField
      {...props}
      mask={MASKS.contactPhone}
      unmask
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 11))}
    />
  );
}
