import { describeContractPart } from './contractSuite';

describeContractPart(2);
