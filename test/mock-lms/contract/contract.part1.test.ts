import { describeContractPart } from './contractSuite';

describeContractPart(1);
