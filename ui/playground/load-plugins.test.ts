// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as contactChannelsPlugin from '../../plugins/contact-channels/index.js';
import * as contactChannelsViews from '../../plugins/contact-channels/views.js';
import { loadPlugins } from './app.js';

describe('playground loadPlugins', () => {
  it('loads a views object once even when its module exports it under a deprecated alias too', () => {
    const { plugins, views } = loadPlugins([{ folder: 'contact-channels', plugin: contactChannelsPlugin, views: contactChannelsViews }]);
    expect(plugins.map((p) => p.id)).toEqual(['contactChannels']);
    expect(views).toEqual([contactChannelsViews.contactChannelsViews]);
  });
});
