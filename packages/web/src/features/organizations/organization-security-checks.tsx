import { Checkbox } from '@fluentui/react-components';
import { organizationsLabels } from '@storykeep/core';

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
        label={organizationsLabels.requireSessionPasswords}
        checked={value.requirePasswords}
        onChange={(_, d) => onChange({ requirePasswords: d.checked === true })}
      />
      <Checkbox
        label={organizationsLabels.requireTwoFactorSignIn}
        checked={value.forceTwoFactor}
        onChange={(_, d) => onChange({ forceTwoFactor: d.checked === true })}
      />
    </>
  );
}
