/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import PreviewRibbon from '@site/src/components/shell/PreviewRibbon';

import {mockSiteConfig} from '../../mocks/docusaurus/useDocusaurusContext';

describe('PreviewRibbon', () => {
  afterEach(() => {
    mockSiteConfig.customFields.isPreview = false;
  });

  it('shows the Hungarian preview note on a preview build', () => {
    mockSiteConfig.customFields.isPreview = true;
    render(<PreviewRibbon />);
    expect(screen.getByTestId('preview-ribbon')).toHaveTextContent('Előnézet');
  });
});
