import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { homeLabels, pathTo } from '@storykeep/core';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';

const useStyles = makeStyles({ page: { padding: tokens.spacingHorizontalXXL } });

export function NotFoundPage() {
  usePageTitle('Page not found');
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{homeLabels.pageNotFound}</Title1>
      <Body1 as="p">
        {homeLabels.thereIsNothingAtThisAddress} <Link to={pathTo('home')}>{homeLabels.goToTheHomePage}</Link>
      </Body1>
    </div>
  );
}
