import { remotePostcssConfig } from '../remote.postcss.mjs';

export default remotePostcssConfig('mfe_buyer');
