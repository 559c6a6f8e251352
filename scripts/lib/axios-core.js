// axios as the app's production build gets it (scripts/lib/axiosCore.ts): the same instance factory as
// axios's own entry (lib/axios.js), without the extras that entry attaches to the default export and no
// bundler can drop (an object's properties): HttpStatusCode (a table of 63 statuses), CancelToken,
// toFormData/formToJSON, all/spread and getAdapter. The app uses axios.create, the instance API
// (request, the method helpers, interceptors, defaults) and axios.isAxiosError; all of it is here,
// from axios's own modules.
import bind from 'axios/unsafe/helpers/bind.js';
import utils from 'axios/unsafe/utils.js';
import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import defaults from 'axios/unsafe/defaults/index.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import isCancel from 'axios/unsafe/cancel/isCancel.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';

/** As lib/axios.js's createInstance: a callable instance with Axios's methods bound to it. */
function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = function create(instanceConfig) {
    return createInstance(mergeConfig(defaultConfig, instanceConfig));
  };
  return instance;
}

const axios = createInstance(defaults);
axios.Axios = Axios;
axios.AxiosError = AxiosError;
axios.AxiosHeaders = AxiosHeaders;
axios.CanceledError = CanceledError;
axios.Cancel = CanceledError;
axios.isCancel = isCancel;
axios.isAxiosError = isAxiosError;
axios.mergeConfig = mergeConfig;
axios.default = axios;

const { create } = axios;

export {
  axios as default,
  create,
  Axios,
  AxiosError,
  AxiosHeaders,
  CanceledError,
  CanceledError as Cancel,
  isCancel,
  isAxiosError,
  mergeConfig,
};
