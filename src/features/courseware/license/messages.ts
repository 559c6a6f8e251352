import { defineMessages } from 'react-intl';

/**
 * The license footer's messages. The footer shows under every unit, so these load with the courseware page;
 * the gate pages' and the tools' messages (../gates/messages.ts, ../tools/messages.ts) load when they show.
 */
export default defineMessages({
  allRightsReserved: {
    id: 'learn.course.license.allRightsReserved.text',
    defaultMessage: 'All Rights Reserved',
    description: 'License note for content under copyright with all rights reserved.',
  },
  someRightsReserved: {
    id: 'learn.course.license.creativeCommons.text',
    defaultMessage: 'Some Rights Reserved',
    description: 'License note for content under a Creative Commons license.',
  },
  noRightsReserved: {
    id: 'learning.license.noRightsReserved',
    defaultMessage: 'No Rights Reserved',
    description: 'License note for content dedicated to the public domain (CC0).',
  },
  licenseName: {
    id: 'learning.license.name',
    defaultMessage: 'Creative Commons license {terms} {version} ({termNames}):',
    description:
      'Accessible description of a Creative Commons license; {terms} is e.g. "BY-SA", {termNames} the terms spelled out ("Attribution and Share Alike").',
  },
  licenseCode: {
    id: 'learning.license.code',
    defaultMessage: 'CC {terms} {version}',
    description: 'Short visible name of a Creative Commons license, e.g. "CC BY-SA 4.0".',
  },
  termBy: {
    id: 'learn.course.license.creativeCommons.terms.by',
    defaultMessage: 'Attribution',
    description: 'Creative Commons term.',
  },
  termNc: {
    id: 'learn.course.license.creativeCommons.terms.nc',
    defaultMessage: 'Noncommercial',
    description: 'Creative Commons term.',
  },
  termNd: {
    id: 'learn.course.license.creativeCommons.terms.nd',
    defaultMessage: 'No Derivatives',
    description: 'Creative Commons term.',
  },
  termSa: {
    id: 'learn.course.license.creativeCommons.terms.sa',
    defaultMessage: 'Share Alike',
    description: 'Creative Commons term.',
  },
  termZero: {
    id: 'learning.license.term.zero',
    defaultMessage: 'No Rights Reserved',
    description: 'Creative Commons zero (public domain) term.',
  },
});
