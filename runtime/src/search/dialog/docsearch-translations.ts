import type { DocSearchModalProps } from '@docsearch/react';
import { themeMessage } from '../../i18n/theme-message.js';

/**
 * DocSearch's `translations` prop for the dialog (search box, start, error and no-results screens,
 * footer) from the theme catalogue, under the `theme.SearchModal.*` ids Docusaurus's SearchBar
 * passes, so a site's `code.json` translates the dialog as on Docusaurus.
 */
export function docSearchTranslations(): NonNullable<DocSearchModalProps['translations']> {
  return {
    searchBox: {
      resetButtonTitle: themeMessage('theme.SearchModal.searchBox.resetButtonTitle'),
      resetButtonAriaLabel: themeMessage('theme.SearchModal.searchBox.resetButtonTitle'),
      cancelButtonText: themeMessage('theme.SearchModal.searchBox.cancelButtonText'),
      cancelButtonAriaLabel: themeMessage('theme.SearchModal.searchBox.cancelButtonText'),
      searchInputLabel: themeMessage('theme.SearchModal.searchBox.searchInputLabel'),
    },
    startScreen: {
      recentSearchesTitle: themeMessage('theme.SearchModal.startScreen.recentSearchesTitle'),
      noRecentSearchesText: themeMessage('theme.SearchModal.startScreen.noRecentSearchesText'),
      saveRecentSearchButtonTitle: themeMessage('theme.SearchModal.startScreen.saveRecentSearchButtonTitle'),
      removeRecentSearchButtonTitle: themeMessage('theme.SearchModal.startScreen.removeRecentSearchButtonTitle'),
      favoriteSearchesTitle: themeMessage('theme.SearchModal.startScreen.favoriteSearchesTitle'),
      removeFavoriteSearchButtonTitle: themeMessage('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle'),
    },
    errorScreen: {
      titleText: themeMessage('theme.SearchModal.errorScreen.titleText'),
      helpText: themeMessage('theme.SearchModal.errorScreen.helpText'),
    },
    footer: {
      selectText: themeMessage('theme.SearchModal.footer.selectText'),
      selectKeyAriaLabel: themeMessage('theme.SearchModal.footer.selectKeyAriaLabel'),
      navigateText: themeMessage('theme.SearchModal.footer.navigateText'),
      navigateUpKeyAriaLabel: themeMessage('theme.SearchModal.footer.navigateUpKeyAriaLabel'),
      navigateDownKeyAriaLabel: themeMessage('theme.SearchModal.footer.navigateDownKeyAriaLabel'),
      closeText: themeMessage('theme.SearchModal.footer.closeText'),
      closeKeyAriaLabel: themeMessage('theme.SearchModal.footer.closeKeyAriaLabel'),
      searchByText: themeMessage('theme.SearchModal.footer.searchByText'),
    },
    noResultsScreen: {
      noResultsText: themeMessage('theme.SearchModal.noResultsScreen.noResultsText'),
      suggestedQueryText: themeMessage('theme.SearchModal.noResultsScreen.suggestedQueryText'),
      reportMissingResultsText: themeMessage('theme.SearchModal.noResultsScreen.reportMissingResultsText'),
      reportMissingResultsLinkText: themeMessage('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText'),
    },
  };
}
