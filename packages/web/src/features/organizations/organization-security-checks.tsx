import { Checkbox } from '@fluentui/react-components';

export interface OrganizationSecurity {
  requirePasswords: boolean;
  forceTwoFactor: boolean;
}

/** The organization's two security rules, as the create dialog and the details form both offer them. */
export function OrganizationSecurityChecks({
  value,
  onChange,
}: {
  value: OrganizationSecurity;
  onChange(change: Partial<OrganizationSecurity>): void;
}) {
  return (
    <>
      <Checkbox
        label="Require session passwords"
        checked={value.requirePasswords}
        onChange={(_, d) => onChange({ requirePasswords: d.checked === true })}
      />
      <Checkbox
        label="Require two-factor sign-in"
        checked={value.forceTwoFactor}
        onChange={(_, d) => onChange({ forceTwoFactor: d.checked === true })}
      />
    </>
  );
}
