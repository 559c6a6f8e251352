// tutor-mfe's templates/mfe/build/mfe/env.config.jsx as Tutor renders it for a site whose plugin adds the
// PLUGIN_SLOTS items below (the README's footer example, and one item per operation on learning's slots),
// and a sidebar widget of its own through the mfe-env-config-runtime-definitions-learning patch.
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
      // mfe-env-config-runtime-definitions-learning: a widget beside the unit (upstream's SIDEBAR_WIDGETS),
      // in one course only.
      config.SIDEBAR_WIDGETS = [
        {
          id: 'SITE_GLOSSARY',
          priority: 30,
          title: 'Glossary',
          enabled: true,
          isAvailable: ({ courseId }) => courseId === 'course-v1:edX+Platform+2025',
          Trigger: ({ onClick, isOpen, panelId }) => (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              onClick={onClick}
            >
              Glossary
            </button>
          ),
          Sidebar: ({ courseId }) => (
            <dl className="mb-0">
              <dt>Unit</dt>
              <dd>One page of {courseId}, between Previous and Next.</dd>
            </dl>
          ),
        },
      ];
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
      // One insert in every slot (tutor.spec.ts finds each on its page): under the id, or under the key
      // an item above already configures (configuration under an id and its alias would not add up).
      for (const slot of [
        'org.openedx.frontend.layout.header_learning.v1',
        'footer_slot',
        'org.openedx.frontend.layout.header_logo.v1',
        'org.openedx.frontend.layout.header_learning_course_info.v1',
        'org.openedx.frontend.layout.learning_header_actions.v1',
        'org.openedx.frontend.layout.header_notifications_tray.v1',
        'learning_help_slot',
        'org.openedx.frontend.layout.header_learning_user_menu_toggle.v1',
        'org.openedx.frontend.layout.header_learning_user_menu.v1',
        'org.openedx.frontend.layout.header_learning_logged_out_items.v1',
        'org.openedx.frontend.learning.course_tabs_navigation.v1',
        'org.openedx.frontend.learning.course_tab_links.v1',
        'org.openedx.frontend.learning.course_home_section_outline.v1',
        'org.openedx.frontend.learning.course_outline_tab_notifications.v1',
        'org.openedx.frontend.learning.course_breadcrumbs.v1',
        'org.openedx.frontend.learning.sequence_navigation.v1',
        'org.openedx.frontend.learning.next_unit_top_nav_trigger.v1',
        'org.openedx.frontend.learning.unit_title.v1',
        'org.openedx.frontend.learning.content_iframe_loader.v1',
        'org.openedx.frontend.learning.content_iframe_error.v1',
        'org.openedx.frontend.learning.sequence_bottom_navigation.v1',
        'org.openedx.frontend.learning.sequence_container.v1',
        'org.openedx.frontend.learning.learner_tools.v1',
        'org.openedx.frontend.learning.right_sidebar.v1',
        'org.openedx.frontend.learning.right_sidebar_trigger.v1',
        'org.openedx.frontend.learning.upgrade_panel.v1',
        'org.openedx.frontend.learning.course_outline_sidebar.v1',
        'org.openedx.frontend.learning.course_outline_sidebar_trigger.v1',
        'org.openedx.frontend.learning.course_outline_mobile_sidebar_trigger.v1',
        'org.openedx.frontend.learning.course_outline_sidebar_heading.v1',
        'org.openedx.frontend.learning.course_outline_sidebar_unit.v1',
        'org.openedx.frontend.learning.course_outline_sidebar_completion_icon.v1',
        'org.openedx.frontend.learning.gated_unit_content_message.v1',
        'org.openedx.frontend.learning.progress_tab_certificate_status_main_body.v1',
        'org.openedx.frontend.learning.progress_tab_course_grade.v1',
        'org.openedx.frontend.learning.progress_tab_grade_breakdown.v1',
        'org.openedx.frontend.learning.progress_tab_certificate_status_side_panel.v1',
        'org.openedx.frontend.learning.progress_certificate_status.v1',
        'progress_tab_related_links_slot',
        'org.openedx.frontend.learning.banner_dates_upgrade.v1',
        'org.openedx.frontend.learning.course_exit_view_courses.v1',
        'org.openedx.frontend.learning.course_exit_dashboard_footnote_link.v1',
        'org.openedx.frontend.learning.course_recommendations.v1',
      ]) {
        const name = slot.replace(/^org\.openedx\.frontend\.\w+\./, '').replace(/(\.v1|_slot)$/, '');
        addPlugins(config, slot, [
          {
            op: PLUGIN_OPERATIONS.Insert,
            widget: {
              id: `site_probe_${name}`,
              type: DIRECT_PLUGIN,
              priority: 90,
              // Inside the course tabs' list an inserted tab is a list item, as a real one must be.
              RenderWidget: () =>
                name === 'course_tab_links' ? (
                  <li className="nav-item">
                    <span className="badge text-bg-warning">Plugin in {name}</span>
                  </li>
                ) : (
                  <span className="badge text-bg-warning">Plugin in {name}</span>
                ),
            },
          },
        ]);
      }
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
