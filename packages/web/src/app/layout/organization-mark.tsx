import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { logoInitials, PRODUCT_NAME } from '@storykeep/core';

const useStyles = makeStyles({
  mark: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM, minHeight: '48px' },
  logo: { maxHeight: '40px', maxWidth: '160px', objectFit: 'contain' },
});

export interface OrganizationMarkProps {
  organizationName: string | null;
  /** Set only when the org-branding flag is on and the organization has a logo. */
  logoUrl: string | null;
  compact: boolean;
}

/** The top of the side menu: the organization's logo, else its initials, else the product's name. */
export function OrganizationMark({ organizationName, logoUrl, compact }: OrganizationMarkProps) {
  const styles = useStyles();
  const initials = organizationName ? logoInitials(organizationName) : '';
  return (
    <div className={styles.mark}>
      {logoUrl ? (
        <img className={styles.logo} src={logoUrl} alt={organizationName ?? PRODUCT_NAME} />
      ) : initials ? (
        <Avatar initials={initials} name={organizationName ?? undefined} color="brand" aria-label={organizationName ?? undefined} />
      ) : (
        <Avatar initials={PRODUCT_NAME.slice(0, 1)} color="brand" aria-label={PRODUCT_NAME} />
      )}
      {!compact && (
        <Text weight="semibold" truncate wrap={false}>
          {logoUrl || !organizationName ? PRODUCT_NAME : organizationName}
        </Text>
      )}
    </div>
  );
}
