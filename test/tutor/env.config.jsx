// tutor-mfe's templates/mfe/build/mfe/env.config.jsx as Tutor renders it for a site whose plugin adds the
// PLUGIN_SLOTS items below (the README's footer example, and one item per operation on learning's slots).
// The Tutor build check and tutor.spec.ts build the app with this file (ENV_CONFIG_FILE).

function addPlugins(config, slot_name, plugins) {
  if (slot_name in config.pluginSlots === false) {
    config.pluginSlots[slot_name] = {
      keepDefault: true,
      plugins: [],
    };
  }

  config.pluginSlots[slot_name].plugins.push(...plugins);
}

async function setConfig() {
  let config = {
    pluginSlots: {},
  };

  try {
    /* We can't assume FPF exists, as it's not declared as a dependency in all
     * MFEs, so we import it dynamically. In addition, for dynamic imports to
     * work with Webpack all of the code that actually uses the imported module
     * needs to be inside the `try{}` block.
     */
    const { DIRECT_PLUGIN, PLUGIN_OPERATIONS } = await import('@openedx/frontend-plugin-framework');
    addPlugins(config, 'footer_slot', [
      {
        op: PLUGIN_OPERATIONS.Hide,
        widgetId: 'default_contents',
      },
    ]);
    addPlugins(config, 'footer_slot', [
      {
        op: PLUGIN_OPERATIONS.Insert,
        widget: {
          id: 'custom_footer',
          type: DIRECT_PLUGIN,
          RenderWidget: () => (
            <footer className="container-xl py-4">
              <p className="h5 mb-0">This is the footer.</p>
            </footer>
          ),
        },
      },
    ]);
    if (process.env.APP_ID == 'learning') {
      addPlugins(config, 'org.openedx.frontend.learning.course_outline_tab_notifications.v1', [
        {
          op: PLUGIN_OPERATIONS.Insert,
          widget: {
            id: 'site_notice',
            type: DIRECT_PLUGIN,
            priority: 10,
            RenderWidget: ({ courseId }) => (
              <section aria-label="Site notice" className="card card-body mb-4">
                <p className="mb-0">Office hours for {courseId} are on Fridays.</p>
              </section>
            ),
          },
        },
      ]);
      addPlugins(config, 'progress_tab_related_links_slot', [
        {
          op: PLUGIN_OPERATIONS.Hide,
          widgetId: 'default_contents',
        },
      ]);
      addPlugins(config, 'org.openedx.frontend.learning.unit_title.v1', [
        {
          op: PLUGIN_OPERATIONS.Wrap,
          widgetId: 'default_contents',
          wrapper: ({ component }) => (
            <div
              role="group"
              aria-label="Unit title from the site theme"
              className="border-start border-4 ps-3"
            >
              {component}
            </div>
          ),
        },
      ]);
      addPlugins(config, 'this_app_does_not_have_this_slot', [
        {
          op: PLUGIN_OPERATIONS.Hide,
          widgetId: 'default_contents',
        },
      ]);
    }
  } catch (err) {
    console.error('env.config.jsx failed to apply: ', err);
  }

  return config;
}

export default setConfig;
